import { screen, waitFor } from '@testing-library/react';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { firstRecord, renderAdmin } from './render-admin';

describe('rich text on a show page is sanitised before it is shown', () => {
  it("renders a study's landing body without its script attributes", async () => {
    const dataProvider = createDataProvider(entities);
    const study = await firstRecord(dataProvider, 'studies');
    const hostile = '<p>Visible landing text</p><img src="x" onerror="window.__pwned = true">';
    await dataProvider.update('studies', {
      id: study.id as string,
      data: { landing_body: hostile },
      previousData: study,
    });
    const { container } = renderAdmin(`/studies/${encodeURIComponent(String(study.id))}/show`, {
      dataProvider,
    });
    expect(await screen.findByText('Visible landing text')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
