jest.mock('@umijs/max', () => require('../umiMock').umiMock);

/**
 * The floating chat / support launcher does not cover the page: at rest it is a slim strip of
 * icons on the right edge (the layouts keep that edge free), and it shows its labels only while
 * pointed at or focused.
 */
import ChatLauncher from '@/components/chat/ChatLauncher';
import { LAUNCHER_EDGE_WIDTH, SITE_CONTENT_GUTTER } from '@/components/chat/launcherLayout';
import { fireEvent, render, screen } from '@testing-library/react';
import { format } from '../umiMock';

const props = () => ({ count: 0, pulse: 0, chatOpen: false, serviceOpen: false, onChat: jest.fn(), onService: jest.fn() });
const labels = () => [format('chat.launcher.chat'), format('chat.launcher.service')];

beforeEach(() => {
  window.localStorage.clear();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});

describe('the launcher at rest', () => {
  it('is a collapsed strip of icons without text labels, each button still named', () => {
    render(<ChatLauncher {...props()} />);
    const launcher = screen.getByTestId('chat-launcher');
    expect(launcher).toHaveAttribute('data-expanded', 'false');
    for (const text of labels()) expect(launcher).not.toHaveTextContent(text);
    expect(screen.getByTestId('chat-launcher-open')).toHaveAccessibleName(format('chat.launcher.chat'));
    expect(screen.getByTestId('chat-launcher-service')).toHaveAccessibleName(format('chat.launcher.service'));
  });

  it('shows its labels while pointed at, and folds back', () => {
    render(<ChatLauncher {...props()} />);
    const launcher = screen.getByTestId('chat-launcher');
    fireEvent.mouseEnter(launcher);
    expect(launcher).toHaveAttribute('data-expanded', 'true');
    for (const text of labels()) expect(launcher).toHaveTextContent(text);
    fireEvent.mouseLeave(launcher);
    expect(launcher).toHaveAttribute('data-expanded', 'false');
  });

  it('shows its labels while a button has the keyboard focus', () => {
    render(<ChatLauncher {...props()} />);
    const launcher = screen.getByTestId('chat-launcher');
    fireEvent.focus(screen.getByTestId('chat-launcher-service'));
    expect(launcher).toHaveAttribute('data-expanded', 'true');
    fireEvent.blur(screen.getByTestId('chat-launcher-service'));
    expect(launcher).toHaveAttribute('data-expanded', 'false');
  });

  it('fits in the right gutter the layouts keep free at 1280 px', () => {
    // console: ProLayout's page container pads 40 px; site pages keep SITE_CONTENT_GUTTER
    expect(LAUNCHER_EDGE_WIDTH).toBeLessThan(40);
    expect(LAUNCHER_EDGE_WIDTH).toBeLessThan(SITE_CONTENT_GUTTER);
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    render(<ChatLauncher {...props()} />);
    expect(screen.getByTestId('chat-launcher').style.width).toBe(`${LAUNCHER_EDGE_WIDTH}px`);
  });
});
