import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConceptDto } from '@mailplan/api';
import { conceptFixture, conceptReadRoutes, mockApi, renderWithProviders, type RenderOptions } from '@mailplan/testing';
import ContentCalendarArea from '../../areas/ContentCalendarArea';

/** A concept on the plan (selected), as `GET /api/email-concepts` answers it: the calendar shows only those. */
export function plannedConcept(overrides: Partial<ConceptDto> = {}): ConceptDto {
  return conceptFixture({ selected: true, ...overrides });
}

/**
 * A fake concepts API with state: the concept reads answer the concepts as they are now (filtered
 * and paged as the API does), `PATCH /api/email-concepts/{id}` changes the date.
 */
export function conceptsServer(initial: ConceptDto[]) {
  const store = initial.map((c) => ({ ...c }));
  const concepts = new Map(store.map((c) => [c.id, c]));
  const routes: Record<string, unknown> = { ...conceptReadRoutes(store) };
  for (const concept of initial) {
    routes[`PATCH /api/email-concepts/${concept.id}`] = async (request: Request) => {
      const { scheduledDate } = (await request.json()) as { scheduledDate: string | null };
      const current = concepts.get(concept.id)!;
      current.scheduledDate = scheduledDate;
      return { status: 200, body: current };
    };
  }
  mockApi(routes as never);
  return concepts;
}

/** Renders the calendar area as the shell mounts it. */
export function renderCalendar(options: Omit<RenderOptions, 'route' | 'path'> = {}) {
  return renderWithProviders(<ContentCalendarArea />, { route: '/content-calendar', path: '/content-calendar/*', ...options });
}

/**
 * Fixes the clock at `iso` (an instant): only `Date` is faked, timers keep running so that
 * requests, user events and animations behave as usual.
 */
export function fixClock(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** The week headings on screen, in order. */
export function weekHeadings(): string[] {
  return screen.getAllByTestId('calendar-week').map((week) => within(week).getByRole('heading', { level: 3 }).textContent ?? '');
}

/** The week block whose heading is `heading`. */
export function weekBlock(heading: string): HTMLElement {
  return screen.getByRole('region', { name: `Week of ${heading}` });
}

export function unscheduledPanel(): HTMLElement {
  return screen.getByRole('region', { name: 'Unscheduled Content' });
}

type Box = { x: number; y: number; width: number; height: number };
const rect = ({ x, y, width, height }: Box): DOMRect =>
  ({ x, y, width, height, left: x, top: y, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;

/**
 * jsdom has no layout: gives the drop targets and cards boxes like a wide screen's (Unscheduled
 * Content on the left, the weeks in two columns), so that dnd-kit's keyboard sensor can move a
 * card between them.
 */
export function stubLayout() {
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const id = this.dataset.testid;
    if (id === 'unscheduled-panel') return rect({ x: 0, y: 0, width: 300, height: 900 });
    if (id === 'calendar-week') {
      const i = screen.getAllByTestId('calendar-week').indexOf(this);
      return rect({ x: 340 + (i % 2) * 340, y: Math.floor(i / 2) * 320, width: 320, height: 300 });
    }
    const card = id === 'concept-card' ? this : this.querySelector<HTMLElement>('[data-testid="concept-card"]');
    if (card) {
      // inside the target that shows it; the copy that follows the pointer starts on the original
      const zones = '[data-testid="calendar-week"], [data-testid="unscheduled-panel"]';
      const shown =
        card.parentElement?.closest(zones) ? card : [...document.querySelectorAll<HTMLElement>(`[data-concept-id="${card.dataset.conceptId}"]`)].find((c) => c.parentElement?.closest(zones));
      const zone = shown?.parentElement?.closest<HTMLElement>(zones);
      const at = zone ? zone.getBoundingClientRect() : rect({ x: 0, y: 0, width: 300, height: 900 });
      return rect({ x: at.x + 10, y: at.y + 40, width: 280, height: 100 });
    }
    return rect({ x: 0, y: 0, width: 0, height: 0 });
  });
}

/** Lets dnd-kit's listeners attach (it adds them on the next tick after a key). */
export const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/**
 * Picks up the concept with the keyboard (Space on its handle), presses ArrowRight `steps` times
 * (Unscheduled Content → week 1 → week 2 …) and drops it with Space.
 */
export async function keyboardDrag(title: string, steps: number) {
  const user = userEvent.setup();
  const handle = screen.getByRole('button', { name: `Move ${title}` });
  act(() => handle.focus());
  await user.keyboard(' ');
  await tick();
  for (let i = 0; i < steps; i++) {
    await user.keyboard('{ArrowRight}');
    await tick();
  }
  await user.keyboard(' ');
  await tick();
}
