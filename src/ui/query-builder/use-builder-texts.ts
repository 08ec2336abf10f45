import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FullCombinator, Translations } from 'react-querybuilder';
import './texts';

/**
 * The builder's words: its controls' names and buttons, and the two ways a group combines. What
 * "not" turns round depends on what is filtered, so its title comes from the caller.
 */
export function useBuilderTexts(notTitle: string): {
  translations: Partial<Translations>;
  combinators: FullCombinator[];
} {
  const translate = useTranslate();
  return useMemo(() => {
    const t = (key: string) => translate(`ui.query_builder.${key}`);
    const button = (key: string) => ({ label: t(key), title: t(key) });
    return {
      translations: {
        fields: { title: t('field') },
        operators: { title: t('operator') },
        value: { title: t('value') },
        combinators: { title: t('combinator') },
        notToggle: { label: t('not'), title: notTitle },
        addRule: button('add_rule'),
        addGroup: button('add_group'),
        // The MUI build shows a cross for these; the title names the button.
        removeRule: { title: t('remove_rule') },
        removeGroup: { title: t('remove_group') },
      },
      combinators: [
        { name: 'and', value: 'and', label: t('and') },
        { name: 'or', value: 'or', label: t('or') },
      ],
    };
  }, [translate, notTitle]);
}
