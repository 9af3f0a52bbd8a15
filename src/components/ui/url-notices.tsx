import type { UrlNotice } from '@/lib/url-state';

/** Says which link parameters were ignored or corrected, so a bad deep link is never silent. */
export function UrlNotices({
  notices,
}: {
  notices: readonly (Pick<UrlNotice, 'message'> & { param: string })[];
}) {
  if (notices.length === 0) return null;
  return (
    <div className="notice" role="status" data-testid="url-notices">
      <p>Some link parameters were adjusted:</p>
      <ul>
        {notices.map((n, i) => (
          <li key={`${n.param}-${i}`}>{n.message}</li>
        ))}
      </ul>
    </div>
  );
}
