import '../texts';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { contentKeys, getCatalogue, getContentString } from './content-api';
import { ContentEditor } from './content-editor';
import { LabsFrame } from '../shared/labs-frame';
import { QueryState } from '@/ui/query-state';

/** `/labs/content/:content_key?`: one string in every locale side by side; without a key, a new one. */
export default function ContentPage() {
  const translate = useTranslate();
  const { content_key: key } = useParams();
  const catalogue = useQuery({ queryKey: contentKeys.catalogue(), queryFn: getCatalogue });
  const item = useQuery({
    queryKey: contentKeys.one(key ?? ''),
    queryFn: () => getContentString(key ?? ''),
    enabled: key !== undefined,
  });
  const pending = catalogue.isPending || (key !== undefined && item.isPending);
  return (
    <LabsFrame title={key ?? translate('labs.tool.content.name')}>
      <QueryState
        data={pending ? undefined : catalogue.data}
        isError={catalogue.isError || item.isError}
        refetch={() => Promise.all([catalogue.refetch(), key !== undefined && item.refetch()])}
      >
        {(loaded) => <ContentEditor key={key ?? ''} catalogue={loaded} item={key ? item.data! : null} />}
      </QueryState>
    </LabsFrame>
  );
}
