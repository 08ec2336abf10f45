import './texts';
import { Box, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useRecent } from '@/shell/recent';

/** The records opened this session, newest first: the palette's memory, never browser storage. */
export function RecentPanel() {
  const translate = useTranslate();
  const recent = useRecent();
  const title = translate('home.recent.title');
  return (
    <Box component="section" aria-labelledby="home-recent" sx={{ mb: 4 }}>
      <Typography id="home-recent" variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {recent.length === 0 ? (
        <Typography color="text.secondary">{translate('home.recent.empty')}</Typography>
      ) : (
        <List dense aria-label={title}>
          {recent.map((r) => (
            <ListItem key={r.key} disableGutters>
              <ListItemText
                primary={
                  <MuiLink component={Link} to={r.href}>
                    {r.label}
                  </MuiLink>
                }
                secondary={r.kind}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
