import { expect, test } from '@playwright/test';
import { ADMIN } from './support';

interface Shop {
  shopKey: string;
  projects: { id: number; title: string; siteKey: string; status: string }[];
}

/** The public site works with JavaScript off: plain links and a plain form. */
test.use({ javaScriptEnabled: false });

test.describe('the public site', () => {
  let shop: Shop;
  test.beforeAll(async ({ request }) => {
    const res = await request.post('/api/test/booking/shop', { data: { email: ADMIN.email } });
    shop = ((await res.json()) as { data: Shop }).data;
  });

  test('the shop index lists the open projects, switches language by plain links, and has no script', async ({
    page,
  }) => {
    const res = await page.goto(`/s/${shop.shopKey}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    const open = shop.projects.filter((project) => project.status === 'normal');
    for (const project of open) await expect(page.getByRole('link', { name: project.title })).toBeVisible();
    const closed = shop.projects.find((project) => project.status === 'closed')!;
    await expect(page.getByRole('link', { name: closed.title })).toHaveCount(0);
    await page.getByRole('link', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { name: '项目' })).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
  });

  test('a closed project says so; an unknown one is a 404 page', async ({ page }) => {
    const closed = shop.projects.find((project) => project.status === 'closed')!;
    await page.goto(`/s/${shop.shopKey}/${closed.siteKey}`);
    await expect(page.getByTestId('project-closed')).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    const missing = await page.goto(`/s/${shop.shopKey}/no-such-project`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await page.goto('/s/no-such-shop-key'))?.status()).toBe(404);
  });

  test('the booking form answers its errors in place, keeping what was typed', async ({ page }) => {
    const project = shop.projects.find((candidate) => candidate.status === 'normal')!;
    await page.goto(`/s/${shop.shopKey}/${project.siteKey}`);
    await page.getByLabel('Name').fill('Kim');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Mobile').fill('x');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText(/Please enter a mobile number/)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Kim');
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });
});
