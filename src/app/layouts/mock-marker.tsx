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
      // On a phone the chip keeps its icon only, leaving the app bar's width to the page title.
      aria-label={translate('app.mock_marker')}
      sx={{
        mx: 1,
        fontWeight: 600,
        flexShrink: 0,
        '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
        '& .MuiChip-icon': { mr: { xs: '5px', sm: '-6px' } },
      }}
    />
  );
}
