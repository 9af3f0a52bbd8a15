/**
 * The Cite export: one citation line and a BibTeX entry with the data source, the chart's and
 * view's title, the link, the access date and the request_id(s).
 */
export interface CitationInput {
  title: string;
  subtitle: string;
  sourceName: string;
  synthetic: boolean;
  link: string;
  /** YYYY-MM-DD */
  accessed: string;
  requestIds: readonly string[];
}

function sourceText(input: CitationInput): string {
  return `${input.sourceName}${input.synthetic ? ', synthetic data' : ''}`;
}

export function buildCitation(input: CitationInput): string {
  const year = input.accessed.slice(0, 4);
  const ids = input.requestIds.length ? ` request_id: ${input.requestIds.join(', ')}.` : '';
  return `Tradescope (${year}). ${input.title}: ${input.subtitle} [chart]. Data: ${sourceText(input)}. ${input.link} (accessed ${input.accessed}).${ids}`;
}

/** BibTeX's special characters, so names like "Trinidad & Tobago" or "100%" compile. */
export function bibtexEscape(text: string): string {
  return text.replace(/[\\{}&%$#_^~]/g, (ch) => {
    if (ch === '\\') return '\\textbackslash{}';
    if (ch === '^') return '\\textasciicircum{}';
    if (ch === '~') return '\\textasciitilde{}';
    return `\\${ch}`;
  });
}

/** A citation key of letters and digits only. */
export function citationKey(title: string, accessed: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((w) => w.toLowerCase());
  return `tradescope_${words.join('_') || 'chart'}_${accessed.replace(/-/g, '')}`;
}

export function buildBibtex(input: CitationInput): string {
  const fields: [string, string][] = [
    ['author', '{Tradescope}'],
    ['title', `{${bibtexEscape(`${input.title}: ${input.subtitle}`)}}`],
    ['howpublished', `{\\url{${input.link.replace(/[{}\\]/g, encodeURIComponent)}}}`],
    ['year', `{${input.accessed.slice(0, 4)}}`],
    ['urldate', `{${input.accessed}}`],
    [
      'note',
      `{${bibtexEscape(
        `Data: ${sourceText(input)}${input.requestIds.length ? `; request_id ${input.requestIds.join(', ')}` : ''}; accessed ${input.accessed}`,
      )}}`,
    ],
  ];
  return `@misc{${citationKey(`${input.title} ${input.subtitle}`, input.accessed)},\n${fields.map(([k, v]) => `  ${k} = ${v}`).join(',\n')}\n}\n`;
}
