import { describe, expect, it, vi } from 'vitest';
import { leaveApp, setLeaveApp } from './leave-app';

describe('leaveApp', () => {
  it('goes where the registered function says, until it is removed again', () => {
    const leave = vi.fn();
    const restore = setLeaveApp(leave);
    leaveApp('https://betaal.example/checkout/1');
    expect(leave).toHaveBeenCalledWith('https://betaal.example/checkout/1');
    restore();
    const other = vi.fn();
    const restoreOther = setLeaveApp(other);
    restore(); // an old restore does not remove a newer registration
    leaveApp('https://betaal.example/checkout/2');
    expect(other).toHaveBeenCalledWith('https://betaal.example/checkout/2');
    expect(leave).toHaveBeenCalledTimes(1);
    restoreOther();
  });
});
