/**
 * Settings' "Test connection" against a live service also reads its /openapi.json: what the
 * document states and where it differs from our defaults, or why there is no profile (404, a key
 * required, a body that is not OpenAPI). The key goes only in the Authorization header, and the
 * kept profile never holds it.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { DataSourceProvider } from '@/api/data-source-context';
import { storedServiceProfile } from '@/api/service-profile-discovery';
import { envelope, installStubServer } from '@/test/msw';
import { SettingsPage } from './settings-page';

const LIVE_URL = 'https://profile.tradescope.test';
const KEY = 'profile-key-789';

/** What FastAPI with Pydantic v2 publishes for a service built on other decisions than ours. */
const fastApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Trade API', version: '0.1.0' },
  paths: {
    '/countries/{cid}/exports': {
      get: {
        parameters: [
          { name: 'cid', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Z]{3}$' } },
          {
            name: 'flow',
            in: 'query',
            required: false,
            schema: { anyOf: [{ enum: ['exports', 'imports'], type: 'string' }, { type: 'null' }] },
          },
        ],
      },
    },
  },
  components: {
    schemas: {
      SeriesPoint: {
        properties: {
          period: { type: 'integer', title: 'Period' },
          value_usd: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }] },
        },
        required: ['period', 'value_usd'],
      },
      CountryGroup: { type: 'string', enum: ['WLD', 'EUN'] },
    },
  },
};

const server = installStubServer(
  envelope('/countries', [{ id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false }], {
    baseUrl: LIVE_URL,
    requestId: 'req-search',
    durationMs: 2,
  }),
);
const seenAuthorization: (string | null)[] = [];

beforeEach(() => {
  localStorage.clear();
  seenAuthorization.length = 0;
});
afterEach(() => {
  cleanup();
});

/**
 * The service's OpenAPI document, or what a FastAPI service answers for it (its own 404 and 401
 * bodies, an HTML page): not the service's data or error shapes, so raw answers.
 */
function openapiAnswers(answer: () => Response) {
  server.use(
    http.get(`${LIVE_URL}/openapi.json`, ({ request }) => {
      seenAuthorization.push(request.headers.get('authorization'));
      return answer();
    }),
  );
}

function renderSettings() {
  const store = createDataSourceStore({ local: localStorage, session: sessionStorage });
  render(
    <DataSourceProvider store={store}>
      <SettingsPage demoAvailable />
    </DataSourceProvider>,
  );
}

async function fillLive(button: 'Test connection' | 'Save') {
  const user = userEvent.setup();
  renderSettings();
  await user.click(screen.getByRole('radio', { name: /Live Trade Data Service/ }));
  await user.type(screen.getByLabelText('Base URL'), LIVE_URL);
  await user.type(screen.getByLabelText('API key'), KEY);
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('region', { name: 'Service profile' });
}

describe('Settings: the service profile', () => {
  it("lists each point where a FastAPI service's document differs from our defaults, and keeps it without the key", async () => {
    openapiAnswers(() => HttpResponse.json(fastApiDocument));
    const region = await fillLive('Test connection');
    const differences = await within(region).findByRole('list', {
      name: 'Where the service differs from our defaults',
    });
    const items = within(differences)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(5);
    expect(items.join('\n')).toMatch(
      /Flow values: the service uses exports, imports; the client assumes export, import/,
    );
    expect(items.join('\n')).toMatch(/Period format: the service uses a year/);
    expect(items.join('\n')).toMatch(/Number type: the service uses numeric strings/);
    expect(items.join('\n')).toMatch(/Country id pattern: the service uses \^\[A-Z\]\{3\}\$/);
    expect(items.join('\n')).toMatch(/Group ids: the service uses WLD, EUN/);
    expect(region).toHaveTextContent('Kept for this base URL.');
    // A document that names no data gets no sentence about it.
    expect(within(region).queryByTestId('service-data-credit')).toBeNull();

    expect(seenAuthorization).toEqual([`Bearer ${KEY}`]);
    expect(storedServiceProfile(LIVE_URL)).toMatchObject({ flowLiterals: ['exports', 'imports'] });
    expect(JSON.stringify(localStorage)).not.toContain(KEY);
  });

  it('says what data the service credits, and marks it synthetic when the document does', async () => {
    openapiAnswers(() =>
      HttpResponse.json({
        ...fastApiDocument,
        info: { ...fastApiDocument.info, 'x-data-credit': { name: 'Our synthetic world', synthetic: true } },
      }),
    );
    const region = await fillLive('Test connection');
    expect(within(region).getByTestId('service-data-credit')).toHaveTextContent(
      'It names its data: Our synthetic world (synthetic data, not real trade statistics).',
    );
    expect(storedServiceProfile(LIVE_URL)?.dataCredit).toEqual({
      name: 'Our synthetic world',
      synthetic: true,
    });
  });

  it('reads the profile on the first save of a base URL, and not again once it is kept', async () => {
    openapiAnswers(() => HttpResponse.json(fastApiDocument));
    const region = await fillLive('Save');
    expect(await within(region).findByText(/Kept for this base URL\./)).toBeInTheDocument();
    expect(seenAuthorization).toHaveLength(1);
    cleanup();
    // A reload: the saved base URL is in the form again; a key for it is typed and saved once more.
    const user = userEvent.setup();
    renderSettings();
    expect(screen.getByLabelText('Base URL')).toHaveValue(LIVE_URL);
    await user.type(screen.getByLabelText('API key'), KEY);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service profile' })).toBeNull();
    expect(seenAuthorization).toHaveLength(1);
  });

  it('says the service publishes no OpenAPI document on a 404', async () => {
    openapiAnswers(() => HttpResponse.json({ detail: 'Not Found' }, { status: 404 }));
    const region = await fillLive('Test connection');
    expect(
      await within(region).findByText(/The service publishes no OpenAPI document\./),
    ).toBeInTheDocument();
    expect(storedServiceProfile(LIVE_URL)).toBeNull();
  });

  it('says the key was refused for the document on a 401', async () => {
    openapiAnswers(() => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }));
    const region = await fillLive('Test connection');
    expect(
      await within(region).findByText(/refused the key for its OpenAPI document \(HTTP 401\)/),
    ).toBeInTheDocument();
  });

  it('says when /openapi.json is not an OpenAPI document', async () => {
    openapiAnswers(() => HttpResponse.html('<!doctype html><title>SPA</title>'));
    const region = await fillLive('Test connection');
    expect(await within(region).findByText(/something that is not an OpenAPI document/)).toBeInTheDocument();
    expect(storedServiceProfile(LIVE_URL)).toBeNull();
  });
});
