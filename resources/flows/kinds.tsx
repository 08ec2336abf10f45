import BadgeIcon from '@mui/icons-material/Badge';
import CakeIcon from '@mui/icons-material/Cake';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import DataObjectIcon from '@mui/icons-material/DataObject';
import GavelIcon from '@mui/icons-material/Gavel';
import InventoryIcon from '@mui/icons-material/Inventory2';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WcIcon from '@mui/icons-material/Wc';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { isKnownKind, type KnownKind } from './types';

const ICONS: Record<KnownKind, ComponentType<SvgIconProps>> = {
  boolean_choice: ToggleOnIcon,
  single_choice: RadioButtonCheckedIcon,
  multi_choice: CheckBoxIcon,
  informed_consent: GavelIcon,
  uploader: UploadFileIcon,
  kit_ordering: InventoryIcon,
  profile_date_of_birth: CakeIcon,
  profile_sex: WcIcon,
  profile_role: BadgeIcon,
  profile_specific_condition: MedicalServicesIcon,
};

/** The type's icon; decorative, the type's name is always written beside or announced with it. */
export function KindIcon({ kind, ...props }: { kind: string } & SvgIconProps) {
  const Icon = isKnownKind(kind) ? ICONS[kind] : DataObjectIcon;
  return <Icon fontSize="small" aria-hidden {...props} />;
}
