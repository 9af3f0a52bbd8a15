/**
 * Where a service's figures come from, as the dashboard's source lines, exports, citations and the
 * MCP tools' answers name them: an imported CEPII release (whose licence asks for the credit) or
 * Tradescope's synthetic world (which every place that shows its figures marks as synthetic).
 */
export interface DataCredit {
  /** "CEPII BACI V202501 (HS22)", "Tradescope's synthetic world". */
  name: string;
  /** Not real trade statistics. */
  synthetic: boolean;
}

export const SYNTHETIC_WORLD_CREDIT: DataCredit = { name: "Tradescope's synthetic world", synthetic: true };

/** The credit of a database imported from files in BACI's layout, from what the import recorded. */
export function importedDataCredit(meta: ReadonlyMap<string, string>): DataCredit | null {
  const revision = meta.get('revision');
  if (meta.get('source') === 'synthetic')
    return {
      name: `Tradescope's synthetic world in BACI's layout${revision ? ` (${revision})` : ''}`,
      synthetic: true,
    };
  if (meta.get('source') !== 'BACI') return null;
  const name = ['CEPII BACI', meta.get('release'), revision ? `(${revision})` : null]
    .filter(Boolean)
    .join(' ');
  return { name, synthetic: false };
}

/** The source line of the MCP tools' answers. */
export function mcpSourceOf(credit: DataCredit): string {
  return credit.synthetic ? `${credit.name}, not real trade statistics` : credit.name;
}
