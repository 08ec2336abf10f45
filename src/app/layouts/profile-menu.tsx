import CheckIcon from '@mui/icons-material/Check';
import LanguageIcon from '@mui/icons-material/Language';
import LogoutIcon from '@mui/icons-material/Logout';
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from 'react-admin';
import { UserMenu, useLocaleState, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { loadLocales } from '@/i18n';
import { dropFormDrafts } from '@/lib/form-drafts';

/**
 * The profile button (aria-label "Profile"): the content language (the `{product}-Language` header,
 * in which the server answers localised content; the console's own text is en-GB only) and "Sign out".
 */
export function ProfileMenu() {
  // Spec: the available locales come from GET /admin/locales once signed in. Loaded with the bar,
  // not on opening, so the menu is positioned with its final size.
  const { data: locales = [] } = useQuery({
    queryKey: ['admin', 'locales'],
    queryFn: loadLocales,
    staleTime: Infinity,
  });
  return (
    <UserMenu label="app.user_menu.profile">
      <LanguageItems locales={locales} />
      <SignOutItem />
    </UserMenu>
  );
}

function LanguageItems({ locales }: { locales: readonly Locale[] }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const userMenu = useUserMenu();
  if (locales.length < 2) return null;
  return (
    <>
      <ListSubheader disableSticky>
        <LanguageIcon fontSize="inherit" sx={{ mr: 1, verticalAlign: 'middle' }} />
        {translate('app.user_menu.language')}
      </ListSubheader>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ px: 2, pb: 1, maxWidth: 240 }}>
        {translate('app.user_menu.language_hint')}
      </Typography>
      {locales.map((l) => (
        <MenuItem
          key={l.locale}
          lang={l.locale}
          selected={l.locale === locale}
          onClick={() => {
            setLocale(l.locale);
            userMenu?.onClose();
          }}
        >
          <ListItemIcon>{l.locale === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{l.name}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
    </>
  );
}

function SignOutItem() {
  const translate = useTranslate();
  const logout = useLogout();
  const userMenu = useUserMenu();
  return (
    <MenuItem
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
}
