import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Names the browser tab after the screen: "<title> · <app name>". */
export function usePageTitle(title: string): void {
  const translate = useTranslate();
  const app = translate('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
