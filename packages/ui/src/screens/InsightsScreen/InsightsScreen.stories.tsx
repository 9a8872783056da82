import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@roombook/domain/contract/index';
import { INSIGHTS_MESSAGES as M } from '@roombook/domain/insights/page';
import { TEXTS, VALIDATION } from '@roombook/domain/messages';
import { reportPeriod } from '@roombook/domain/reports/period';
import { Temporal } from 'temporal-polyfill';
import { loadedData, storyCall, useStoryLoad } from '../storyApi';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { kr } from '../storyReports';
import { signInStory } from '../storySession';
import { InsightsScreen, type InsightsFilterValues } from './InsightsScreen';

/** Tuesday 31 March 2026 in Copenhagen: the mocks' bookings and canteen orders fill March 2026. */
const NOW = '2026-03-31T10:00:00Z';
const MARCH: InsightsFilterValues = { from: '2026-03-01', to: '2026-03-31' };

const story = { token: '' };

/**
 * Insights fed by the MSW handlers of `mocks/` (which count with the domain's `insightsRowsOf`, the API's
 * reference): the filters in the story's state as the page keeps them in its address.
 */
function InsightsStory({ initial, withCompanies }: { initial: InsightsFilterValues; withCompanies: boolean; /** Who is signed in (the story's `beforeEach`). */ email: string }) {
  const { queue } = useStoryToasts();
  const [filters, setFilters] = useState(initial);
  const [answer] = useStoryLoad(contract.insights.get, story.token, { query: filters });
  const [locations] = useStoryLoad(contract.location.mine, story.token);
  const [companies] = useStoryLoad(contract.company.list, withCompanies ? story.token : undefined);
  const places = (loadedData(locations) ?? []).map((l) => ({ id: l.id, name: l.name, rooms: l.rooms.map((r) => ({ id: r.id, name: r.name })) }));
  const fixed = places.length === 1;
  return (
    <StoryPage queue={queue}>
      <InsightsScreen
        insights={loadedData(answer)}
        error={answer.status === 'failed' ? { message: answer.message, statusCode: 400 } : null}
        filters={filters}
        locations={places}
        companies={withCompanies ? (loadedData(companies) ?? []).map((c) => ({ id: c.id, name: c.name })) : null}
        locationFixed={fixed && withCompanies}
        downloadsOf={(chart) => ({ svg: `/insights/chart.svg?chart=${chart}`, png: `/insights/chart.png?chart=${chart}`, excel: `/insights/export.xlsx?chart=${chart}` })}
        onFilter={setFilters}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Insights',
  component: InsightsStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  args: { initial: MARCH, withCompanies: true, email: 'superadmin@roombook.test' },
  beforeEach: ({ msw, args }) => {
    ({ token: story.token } = signInStory(msw, args.email, { now: Date.parse(NOW) }));
  },
} satisfies Meta<typeof InsightsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const chart = (title: string) => screen.findByRole('figure', { name: title });

/** Opens a chart's "Show as table" and answers its table. */
/** The filters' form (the charts' tables have buttons named like the filters: their columns' sort buttons). */
const filters = async () => within(await screen.findByRole('form', { name: M.filters }));

async function tableOf(title: string) {
  const figure = await chart(title);
  await userEvent.click(within(figure).getByText(M.showAsTable));
  return within(figure).getByRole('table');
}

/** A SuperAdmin's March: every chart; the revenue's total is the booking report's for the same days, to the øre. */
export const SuperAdmin: Story = {
  play: async () => {
    for (const title of Object.values(M.charts).map((c) => c.title)) await expect(await chart(title)).toBeVisible();
    await expect(await screen.findByRole('img', { name: new RegExp(M.charts.utilisation.title) })).toBeVisible();
    const period = reportPeriod(Temporal.PlainDate.from('2026-03-01'), Temporal.PlainDate.from('2026-03-31'));
    const report = await storyCall(contract.report.booking, story.token, { body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...period } });
    if (!report.ok) throw new Error(report.message);
    const revenue = await tableOf(M.charts.revenue.title);
    await expect(within(revenue).getByRole('columnheader', { name: `${TEXTS.reports.totals.totalWithDiscount} (kr.)` })).toBeInTheDocument();
    const figure = await chart(M.charts.revenue.title);
    await expect(within(figure).getByText(`${TEXTS.reports.totals.total}: ${kr(report.data.total)} kr.`)).toBeInTheDocument();
    await expect(within(figure).getByRole('link', { name: /Excel/ })).toHaveAttribute('href', '/insights/export.xlsx?chart=revenue');
  },
};

/** Choosing a location narrows the rooms to that location's, and the charts to its rooms. */
export const ChoosingALocation: Story = {
  play: async () => {
    const locations = await storyCall(contract.location.mine, story.token);
    if (!locations.ok) throw new Error(locations.message);
    const [first] = locations.data;
    await userEvent.click((await filters()).getByRole('button', { name: new RegExp(`${M.location}$`) }));
    await userEvent.click(await screen.findByRole('option', { name: first!.name }));
    await userEvent.click(screen.getByRole('button', { name: M.show }));
    const table = await tableOf(M.charts.utilisation.title);
    await waitFor(() => expect(within(table).getAllByRole('row').length - 1).toBe(first!.rooms.length));
    await userEvent.click((await filters()).getByRole('button', { name: new RegExp(`${M.room}$`) }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([M.all, ...first!.rooms.map((r) => r.name)]);
    await userEvent.keyboard('{Escape}');
  },
};

/** A CompanyOwner: no company filter and no share of other companies. */
export const CompanyOwner: Story = {
  args: { withCompanies: false, email: 'owner@roombook.test' },
  play: async () => {
    await expect(await chart(M.charts.revenue.title)).toBeVisible();
    await expect(screen.queryByRole('figure', { name: M.charts.share.title })).toBeNull();
    await expect((await filters()).queryByRole('button', { name: new RegExp(`${M.company}$`) })).toBeNull();
  },
};

/** An Admin's own location: no 'All'. */
export const Admin: Story = {
  args: { email: 'admin@roombook.test' },
  play: async () => {
    await expect(await chart(M.charts.utilisation.title)).toBeVisible();
  },
};

/** A period the API refuses: its message instead of the charts. */
export const RefusedPeriod: Story = {
  args: { initial: { from: '2026-03-31', to: '2026-03-01' } },
  play: async () => {
    await expect(await screen.findByText(VALIDATION.invalidDate)).toBeVisible();
    await expect(screen.queryByRole('figure')).toBeNull();
  },
};

/** A 390 px phone: the filters stack, and each chart fits the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const figure = await chart(M.charts.utilisation.title);
    await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
