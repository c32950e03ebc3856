jest.mock('@umijs/max', () => require('../umiMock').umiMock);

import ChatLauncher from '@/components/chat/ChatLauncher';
import { clampBottom, LAUNCHER_POSITION_KEY } from '@/components/chat/useVerticalDrag';
import { act, fireEvent, render, screen } from '@testing-library/react';

// jsdom has no PointerEvent: mouse events of the pointer types carry button and clientY
const props = () => ({ count: 0, pulse: 0, chatOpen: false, serviceOpen: false, onChat: jest.fn(), onService: jest.fn() });

beforeEach(() => {
  window.localStorage.clear();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});

describe('ChatLauncher', () => {
  it('shows the unread total up to 99', () => {
    const { rerender } = render(<ChatLauncher {...props()} count={7} />);
    expect(screen.getByTestId('chat-launcher-open')).toHaveAccessibleName('Chat, 7 unread');
    expect(screen.getByTitle('7')).toBeInTheDocument();
    rerender(<ChatLauncher {...props()} count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('opens the chat and customer service', () => {
    const p = props();
    render(<ChatLauncher {...p} />);
    fireEvent.click(screen.getByTestId('chat-launcher-open'));
    fireEvent.click(screen.getByTestId('chat-launcher-service'));
    expect(p.onChat).toHaveBeenCalledTimes(1);
    expect(p.onService).toHaveBeenCalledTimes(1);
  });

  it('is dragged up and down, remembers where, and the click ending a drag opens nothing', () => {
    const p = props();
    render(<ChatLauncher {...p} />);
    const launcher = screen.getByTestId('chat-launcher');
    const start = parseInt(launcher.style.bottom, 10);
    const button = screen.getByTestId('chat-launcher-open');
    act(() => {
      fireEvent(button, new MouseEvent('pointerdown', { bubbles: true, button: 0, clientY: 500 }));
      window.dispatchEvent(new MouseEvent('pointermove', { clientY: 400 }));
      window.dispatchEvent(new MouseEvent('pointerup', { clientY: 400 }));
    });
    fireEvent.click(button);
    expect(p.onChat).not.toHaveBeenCalled();
    expect(parseInt(launcher.style.bottom, 10)).toBe(start + 100);
    expect(window.localStorage.getItem(LAUNCHER_POSITION_KEY)).toBe(String(start + 100));
    fireEvent.click(button);
    expect(p.onChat).toHaveBeenCalledTimes(1);
  });

  it('a tiny movement is still a click', () => {
    const p = props();
    render(<ChatLauncher {...p} />);
    const button = screen.getByTestId('chat-launcher-open');
    act(() => {
      fireEvent(button, new MouseEvent('pointerdown', { bubbles: true, button: 0, clientY: 500 }));
      window.dispatchEvent(new MouseEvent('pointermove', { clientY: 498 }));
      window.dispatchEvent(new MouseEvent('pointerup', { clientY: 498 }));
    });
    fireEvent.click(button);
    expect(p.onChat).toHaveBeenCalledTimes(1);
  });

  it('a place saved in a taller window starts inside this one', () => {
    window.localStorage.setItem(LAUNCHER_POSITION_KEY, '5000');
    render(<ChatLauncher {...props()} />);
    expect(screen.getByTestId('chat-launcher').style.bottom).toBe('792px');
  });

  it('moves with the arrow keys on its grip and starts where it was left', () => {
    window.localStorage.setItem(LAUNCHER_POSITION_KEY, '300');
    render(<ChatLauncher {...props()} />);
    const launcher = screen.getByTestId('chat-launcher');
    expect(launcher.style.bottom).toBe('300px');
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowUp' });
    expect(launcher.style.bottom).toBe('324px');
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowDown' });
    expect(launcher.style.bottom).toBe('276px');
  });

  it('stays within the page', () => {
    expect(clampBottom(-50, 800, 120)).toBe(8);
    expect(clampBottom(5000, 800, 120)).toBe(672);
    expect(clampBottom(300.4, 800, 120)).toBe(300);
  });
});
