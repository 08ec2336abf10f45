import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Says how many images were held back and lets the reader load them, for this view only. */
export function HiddenImagesNotice({ count, onShow }: { count: number; onShow: () => void }) {
  const translate = useTranslate();
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onShow}>
          {translate('app.rich_text.show_images')}
        </Button>
      }
    >
      {translate('app.rich_text.images_hidden', { smart_count: count })}
    </Alert>
  );
}
