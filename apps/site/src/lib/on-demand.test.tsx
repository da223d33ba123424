import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

const Part = ({ label }: { label: string }) => <p>{label}</p>;

describe('onDemand', () => {
  it('fetches the module once for any number of preloads and the render', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const part = onDemand(load);
    part.preload();
    part.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component label="Menu panel" />
      </Suspense>,
    );
    expect(await screen.findByText('Menu panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch, and a failed preload is not an unhandled rejection', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Part);
    const part = onDemand(load);
    await act(async () => {
      part.preload();
      await Promise.resolve();
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component label="Account menu" />
      </Suspense>,
    );
    expect(await screen.findByText('Account menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a part whose module is in without suspending, in the same commit as its parent', async () => {
    const part = onDemand(() => Promise.resolve(Part));
    await act(async () => {
      part.preload();
      await Promise.resolve();
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component label="Certificate" />
      </Suspense>,
    );
    expect(screen.getByText('Certificate')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
