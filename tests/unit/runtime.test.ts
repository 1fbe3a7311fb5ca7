// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

describe('the page runtime', () => {
  it('is created once and shared by every caller on the page', async () => {
    const { getRuntime } = await import('../../src/core/runtime.ts');
    expect(getRuntime()).toBe(getRuntime());
  });

  it('is reused by a second copy of the bundle (a fresh module instance)', async () => {
    const first = (await import('../../src/core/runtime.ts')).getRuntime();
    vi.resetModules();
    const secondCopy = await import('../../src/core/runtime.ts');
    expect(secondCopy.getRuntime()).toBe(first);
  });

  it('gives every element the same stores, so a client chosen in one is seen by all', async () => {
    const { getRuntime } = await import('../../src/core/runtime.ts');
    const seen: Array<string | undefined> = [];
    getRuntime().stores.clients.subscribe((state) => seen.push(state.selectedClient?.clientId));
    getRuntime()
      .stores.clients.getState()
      .setClients([
        {
          clientId: 'a',
          name: 'Alpha Law',
          createdOn: '',
          updatedOn: '',
          isAutoPublish: false,
          isChurned: false,
          roles: [{ name: 'USER' }],
        },
        {
          clientId: 'b',
          name: 'Beta Law',
          createdOn: '',
          updatedOn: '',
          isAutoPublish: false,
          isChurned: false,
          roles: [{ name: 'USER' }],
        },
      ]);
    getRuntime().stores.clients.getState().selectClient('b');
    expect(seen.at(-1)).toBe('b');
    expect(JSON.parse(localStorage.getItem('client-storage')!).state.selectedClient.clientId).toBe('b');
  });

  it('keeps runtimes of different versions apart', async () => {
    const { RUNTIME_KEY } = await import('../../src/core/runtime.ts');
    expect(RUNTIME_KEY).toBe(Symbol.for('fp-portal.runtime.v1'));
  });
});
