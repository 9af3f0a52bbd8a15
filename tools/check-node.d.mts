/** Types of check-node.mjs (plain JavaScript: it must run on any node, before anything else). */
export function nodeProblem(version: string, min: string): string | null;
