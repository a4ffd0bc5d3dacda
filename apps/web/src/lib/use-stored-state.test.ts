import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/ui/Button';
import { useStoredState } from './use-stored-state';

// A server render cannot read the devotee's storage: it must render what hydration will (issue 12).
describe('state from browser storage in a server render', () => {
  it('starts from the fallback and never reads storage', () => {
    let reads = 0;
    const Probe = () => {
      const [value, , restored] = useStoredState(() => {
        reads++;
        return 'kept draft';
      }, 'empty');
      return createElement('p', null, `${value}:${restored}`);
    };
    expect(renderToString(createElement(Probe))).toBe('<p>empty:false</p>');
    expect(reads).toBe(0);
  });

  it('renders buttons as not yet usable until the page has hydrated', () => {
    expect(renderToString(createElement(Button, null, 'Add'))).toContain('aria-disabled="true"');
  });
});
