jest.mock('@umijs/max', () => require('../umiMock').umiMock);

import ErrorBoundary from '@/components/ErrorBoundary';
import { render, screen } from '@testing-library/react';

function Boom(): JSX.Element {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('shows the 500 page when a page fails to render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary resetKey="/a">
        <Boom />
      </ErrorBoundary>,
    );
    // the 500 page is a lazy chunk (antd Result): a cold load may take more than a second
    expect(await screen.findByText('500', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Sorry, something went wrong on this page. Please try again later.')).toBeInTheDocument();
  });

  it('renders the page when nothing fails', () => {
    render(
      <ErrorBoundary resetKey="/a">
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
