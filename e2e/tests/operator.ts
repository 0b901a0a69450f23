// The operator of the e2e server and the console's login (username, password, TOTP), for the console journeys.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { screenshot } from './support';

/** Written by e2e-server.mjs, which creates the operator through the command line before the server starts. */
const OPERATOR_FILE = process.env.E2E_OPERATOR_FILE ?? new URL('../artifacts/e2e-operator.json', import.meta.url);

export interface OperatorCredentials {
  username: string;
  password: string;
  totpSecret: string;
}

/** The authenticator app's code of a 30-second step (the same library as the server). */
function totpAt(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * 30 });
}

let lastStep = 0;

/** The current code, waiting for the next step when this one was already used: the server accepts each step once. */
async function freshTotp(secret: string): Promise<string> {
  const stepNow = () => Math.floor(Date.now() / 30_000);
  while (stepNow() <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  lastStep = stepNow();
  return totpAt(secret, lastStep);
}

export function readOperator(): OperatorCredentials {
  return JSON.parse(readFileSync(OPERATOR_FILE, 'utf8')) as OperatorCredentials;
}

export async function loginOperator(page: Page, operator: OperatorCredentials, shot?: string) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByTestId('admin-login-username').fill(operator.username);
  await page.getByTestId('admin-login-password').fill(operator.password);
  await page.getByTestId('admin-login-totp').fill(await freshTotp(operator.totpSecret));
  if (shot) {
    await screenshot(page, shot);
  }
  await page.getByTestId('admin-login-submit').click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('admin-operator')).toContainText(operator.username);
}
