import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useRef } from 'react';
import { PlaceholderMenu } from './placeholder-menu';

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange(v: string): void;
};

/** A text field with the placeholder menu; a picked placeholder goes in at the cursor. */
export function PlaceholderField({ value, onChange, label, ...rest }: Props) {
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const insert = (text: string) => {
    const el = input.current;
    const at = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? at;
    onChange(value.slice(0, at) + text + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + text.length, at + text.length);
    });
  };
  return (
    <TextField
      {...rest}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputRef={input}
      fullWidth
      size="small"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <PlaceholderMenu field={label} onPick={insert} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
