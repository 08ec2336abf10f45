import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { env } from '@/config/env';

/** Visible whenever the console runs against the in-browser mock backend. */
export function MockMarker() {
  const translate = useTranslate();
  if (!env.mock) return null;
  return (
    <Chip
      icon={<ScienceOutlinedIcon />}
      label={translate('app.mock_marker')}
      title={translate('app.mock_marker_hint')}
      color="warning"
      size="small"
      sx={{ mx: 1, fontWeight: 600 }}
    />
  );
}
