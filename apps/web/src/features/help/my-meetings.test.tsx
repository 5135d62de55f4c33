import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useMyMeetings } from './my-meetings';

const renders = { count: 0 };
function Titles() {
  renders.count += 1;
  const { meetings } = useMyMeetings();
  return <p>{meetings.map((m) => m.title).join(', ') || 'none'}</p>;
}

/** The list as the server renders it, then hydrated in this browser: how many renders it took. */
async function hydrated(): Promise<{ container: HTMLElement; renders: number }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Titles />);
  document.body.append(container);
  renders.count = 0;
  await act(async () => {
    hydrateRoot(container, <Titles />);
  });
  return { container, renders: renders.count };
}

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('useMyMeetings on a server-rendered page', () => {
  it('hydrates a browser with no meetings in one render (the server rendered the same empty list)', async () => {
    const { container, renders } = await hydrated();
    expect(container).toHaveTextContent('none');
    expect(renders).toBe(1);
  });

  it("shows this browser's meetings right after hydration", async () => {
    const meeting = { id: 7, token: 't', title: 'Admission help', date: '2026-12-01', time: '10:00' };
    localStorage.setItem('help.meetings', JSON.stringify([meeting]));
    const { container, renders } = await hydrated();
    expect(container).toHaveTextContent('Admission help');
    expect(renders).toBe(2);
  });
});
