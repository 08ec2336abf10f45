import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type Level = (typeof LEVELS)[number];

/**
 * The paragraph-or-heading control. ra-input-rich-text's own names its button "Current level"
 * while it shows "Normal", and puts a list item inside a `nav`: a speech-input user saying what
 * they see could not reach it, and screen readers met a broken list.
 */
function LevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useEditorState({
    editor,
    selector: ({ editor: e }): Level =>
      LEVELS.find((l) => l > 0 && e?.isActive('heading', { level: l })) ?? 0,
  });
  const nameOf = (level: Level) =>
    level === 0 ? translate('engine.rich_text.paragraph') : translate('engine.rich_text.heading', { level });
  const choose = (level: Level) => {
    setAnchor(null);
    const chain = editor.chain().focus();
    void (level === 0 ? chain.setNode('paragraph') : chain.setNode('heading', { level })).run();
  };
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={translate('engine.rich_text.level', { level: nameOf(current) })}
        disabled={!editor?.isEditable}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {nameOf(current)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LEVELS.map((level) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {nameOf(level)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** react-admin's default rich-text toolbar, its level control replaced. */
export function EditorToolbar() {
  return (
    <RichTextInputToolbar>
      <LevelSelect />
      <FormatButtons />
      <ColorButtons />
      <AlignmentButtons />
      <ListButtons />
      <LinkButtons />
      <ImageButtons />
      <QuoteButtons />
      <ClearButtons />
    </RichTextInputToolbar>
  );
}
