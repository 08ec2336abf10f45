import { SafeHtml } from '@/ui/sanitise';

/** Loaded on demand: the sanitiser comes with it, only when a preview reaches a consent block. */
export default function ConsentText({ html }: { html: string }) {
  return <SafeHtml html={html} />;
}
