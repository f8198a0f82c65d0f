// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { exportJobRef } from '../../commands/exports';
import { currentAdministratorOptions } from '../api/administrators';
import { ApiProvider } from '../api/api-context';
import { testQueryClient } from '../test-support/render';
import { administrator, stubApi } from '../test-support/stub-api';
import { useEntityCommands } from './entity-commands';

/** The hook over a signed-in superuser, the administrator already in the cache as the root route leaves it. */
function renderCommands(initial: Parameters<typeof useEntityCommands>[0]) {
  const api = stubApi({});
  const queryClient = testQueryClient();
  queryClient.setQueryData(currentAdministratorOptions(api.client).queryKey, administrator(['is_superuser']));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api.client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return renderHook((entity) => useEntityCommands(entity), { wrapper, initialProps: initial });
}

describe("an entity's commands (ItemPage's buttons, a row's)", () => {
  it('keep their identity for a new but equal entity (a refetch), and follow a change of a field a command reads', () => {
    const job = { id: 12 };
    const { result, rerender } = renderCommands(exportJobRef(job, 'Export 12', true));
    const first = result.current;
    expect(first.map((command) => command.id)).toEqual(['exports.download']);

    // A refetch with equal data builds a new ref object: the commands are not computed again.
    rerender(exportJobRef({ ...job }, 'Export 12', true));
    expect(result.current).toBe(first);

    // Its state is what 'Downloaden' reads: a closed export offers none.
    rerender(exportJobRef(job, 'Export 12', false));
    expect(result.current).toEqual([]);
  });
});
