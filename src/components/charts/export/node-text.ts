/**
 * The text of a rendered table cell (a string, a number, a link around a name): what the reader
 * sees, without markup, for the chart's CSV and JSON.
 */
import { isValidElement, type ReactNode } from 'react';

export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}
