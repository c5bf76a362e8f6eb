import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reference } from '@contract/index';
import { CACHE_KEYS, HOUR_MS, localCache } from '@/lib/local-cache';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { provinceCityList } from '../msw/task-fixtures';
import { renderApp } from '../utils/render-app';

/** Counts province_city_list calls; answers with `list`. */
function provinceCalls(list = provinceCityList()) {
  const calls = { count: 0 };
  server.use(onCall(reference.getProvinceCityList, () => (calls.count++, ok(list))));
  return calls;
}

/** The picker loads when reached for (its box until then): a click puts it in place, open. */
const openPicker = async () => {
  await userEvent.click(await screen.findByRole('combobox', { name: '工作城市' }));
  return waitFor(
    () => document.querySelector<HTMLElement>('.ant-cascader-menus') ?? Promise.reject(new Error('the city picker did not open')),
  );
};

describe('the city picker', { timeout: 20_000 }, () => {
  it('offers the provinces and cities of province_city_list, with districts from the city tree', async () => {
    // A city the three-level tree does not know: it can only come from province_city_list.
    const list = provinceCityList();
    list[0].children.push({ searchID: '440400', name: '珠海市' });
    provinceCalls(list);
    const { where } = renderApp('/findJob');
    const menus = await openPicker();
    await userEvent.click(await within(menus).findByText('广东省'));
    expect(await within(document.querySelector('.ant-cascader-menus')!).findByText('珠海市')).toBeInTheDocument();
    await userEvent.click(within(document.querySelector('.ant-cascader-menus')!).getByText('深圳市'));
    await userEvent.click(await within(document.querySelector('.ant-cascader-menus')!).findByText('南山区'));
    await waitFor(() => expect(where()).toBe('/findJob?provinceCode=440000&cityCode=440300&districtCode=440305'));
  });

  it('fetches province_city_list once and keeps it 1 hour in local storage', async () => {
    const calls = provinceCalls();
    const before = Date.now();
    const first = renderApp('/findJob');
    await openPicker();
    await waitFor(() => expect(calls.count).toBe(1));
    const stored = JSON.parse(localStorage.getItem(CACHE_KEYS.provinceCityList)!) as { value: unknown; expiresAt: number };
    expect(stored.value).toEqual(provinceCityList());
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + HOUR_MS);
    expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + HOUR_MS);
    first.unmount();

    // A new visit within the hour (a new store, as after a reload) reads the cache: no call.
    renderApp('/findJob');
    const menus = await openPicker();
    expect(await within(menus).findByText('北京市')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('asks again once the hour is over', async () => {
    const calls = provinceCalls();
    localCache.set(CACHE_KEYS.provinceCityList, [{ searchID: '990000', name: '旧省份', children: [] }], HOUR_MS, Date.now() - HOUR_MS - 1);
    renderApp('/findJob');
    const menus = await openPicker();
    expect(await within(menus).findByText('广东省')).toBeInTheDocument();
    expect(within(menus).queryByText('旧省份')).toBeNull();
    expect(calls.count).toBe(1);
  });
});
