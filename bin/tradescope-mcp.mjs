#!/usr/bin/env node
// The Tradescope MCP server over stdio (docs/mcp.md). Runs the TypeScript sources of this
// checkout through tsx, with the repository's tsconfig (its `@/` paths) whatever the working
// directory the MCP client starts it in.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { main } = await import('../src/mcp/stdio.ts');
await main();
