import './texts';
import { useTranslate } from 'react-admin';
import { useImpersonation } from '@/auth/acting';

/**
 * Why an action that needs the staff member's own session (publishing, signing, role and
 * permission changes) is off while acting as another user, or undefined when it is not. The
 * server refuses these too (403); the screens disable them and show this instead of failing.
 */
export function useActingRefusal(): string | undefined {
  const translate = useTranslate();
  const { acting } = useImpersonation();
  return acting ? translate('ui.acting.refused') : undefined;
}
