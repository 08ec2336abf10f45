import { render, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { stillWhileClosed } from '@/ui/still-while-closed';
import { useSteadyCallback } from '@/ui/use-steady-callback';

interface DialogProps {
  open: boolean;
  title: string;
}

/** A dialog that counts its renders and shows its title. */
function counted() {
  const renders = vi.fn();
  const Dialog = stillWhileClosed(
    function Dialog({ open, title }: DialogProps) {
      renders(title);
      return open ? <p>{title}</p> : null;
    },
    (p) => p.open,
  );
  return { Dialog, renders };
}

describe('stillWhileClosed', () => {
  it('does not redraw a closed dialog when its props change, and draws the latest ones on opening', () => {
    const { Dialog, renders } = counted();
    const view = render(<Dialog open={false} title="a" />);
    view.rerender(<Dialog open={false} title="b" />);
    view.rerender(<Dialog open={false} title="c" />);
    expect(renders).toHaveBeenCalledTimes(1);
    view.rerender(<Dialog open title="d" />);
    expect(view.getByText('d')).toBeInTheDocument();
    expect(renders).toHaveBeenLastCalledWith('d');
  });

  it('redraws an open dialog on every change, and once more as it closes', () => {
    const { Dialog, renders } = counted();
    const view = render(<Dialog open title="a" />);
    view.rerender(<Dialog open title="b" />);
    expect(view.getByText('b')).toBeInTheDocument();
    view.rerender(<Dialog open={false} title="b" />);
    expect(renders).toHaveBeenCalledTimes(3);
    view.rerender(<Dialog open={false} title="z" />);
    expect(renders).toHaveBeenCalledTimes(3);
  });
});

describe('useSteadyCallback', () => {
  it('keeps one identity across renders and calls the latest function', () => {
    const hook = renderHook(({ n }) => useSteadyCallback((x: number) => x + n), { initialProps: { n: 1 } });
    const first = hook.result.current;
    expect(first(1)).toBe(2);
    hook.rerender({ n: 10 });
    expect(hook.result.current).toBe(first);
    expect(first(1)).toBe(11);
  });
});
