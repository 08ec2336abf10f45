import CheckIcon from '@mui/icons-material/Check';
import LanguageIcon from '@mui/icons-material/Language';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  Typography,
  useMediaQuery,
  type MenuItemProps,
  type Theme,
} from '@mui/material';
import { forwardRef, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from 'react-admin';
import { UserMenu, useGetIdentity, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { getContentLanguage, setContentLanguage, subscribeContentLanguage } from '@/i18n';
import { dropFormDrafts } from '@/lib/form-drafts';
import { contentLanguagesQuery } from '../content-languages';
import { useRefreshAll } from './refresh-indicator';

/**
 * The profile button ("Profile", or "Sam Super, profile" where it shows the user's name: a spoken
 * name holds the words on screen): the content language (the `{product}-Language` header,
 * in which the server answers localised content; the console's own text is en-GB only) and "Sign out".
 */
export function ProfileMenu() {
  const translate = useTranslate();
  const locale = useSyncExternalStore(subscribeContentLanguage, getContentLanguage);
  const name = useGetIdentity().identity?.fullName;
  // react-admin shows the name from this width up, and an icon alone below it.
  const nameShown = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  // Spec: the available locales come from GET /admin/locales once signed in. Loaded with the bar,
  // not on opening, so the menu is positioned with its final size.
  const { data: locales = [] } = useQuery(contentLanguagesQuery);
  // The menu's items are its direct children (no fragment or wrapper), so MUI's menu can focus
  // the chosen language on opening and move between items with the arrow keys.
  const languages =
    locales.length < 2
      ? []
      : [
          <ListSubheader key="language" disableSticky sx={{ lineHeight: 1.5, pt: 1.5, pb: 1 }}>
            <LanguageIcon fontSize="inherit" sx={{ mr: 1, verticalAlign: 'middle' }} />
            {translate('app.user_menu.language')}
            <Typography variant="caption" component="span" display="block" sx={{ maxWidth: 240, mt: 0.5 }}>
              {translate('app.user_menu.language_hint')}
            </Typography>
          </ListSubheader>,
          ...locales.map((l) => <LanguageItem key={l.locale} language={l} selected={l.locale === locale} />),
          <Divider key="divider" />,
        ];
  const label = name && nameShown ? translate('app.user_menu.profile_of', { name }) : 'app.user_menu.profile';
  return <UserMenu label={label}>{[...languages, <SignOutItem key="sign-out" />]}</UserMenu>;
}

type ItemProps = Omit<MenuItemProps, 'onClick' | 'children'>;

const LanguageItem = forwardRef<HTMLLIElement, ItemProps & { language: Locale }>(function LanguageItem(
  { language, selected, ...props },
  ref,
) {
  const refreshAll = useRefreshAll();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      lang={language.locale}
      selected={selected}
      onClick={() => {
        userMenu?.onClose();
        if (language.locale === getContentLanguage()) return;
        setContentLanguage(language.locale);
        // What is on screen is read again in the new language, the 24-hour caches included. Forms
        // keep what was typed: react-admin keeps changed fields when their record is read again.
        refreshAll();
      }}
    >
      <ListItemIcon>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{language.name}</ListItemText>
    </MenuItem>
  );
});

const SignOutItem = forwardRef<HTMLLIElement, ItemProps>(function SignOutItem(props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        userMenu?.onClose();
        // Signing out on purpose gives up what a lost session kept of unsaved forms.
        dropFormDrafts();
        void logout();
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.sign_out')}</ListItemText>
    </MenuItem>
  );
});
