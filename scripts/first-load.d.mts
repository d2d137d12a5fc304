import type { Page } from '@playwright/test';

export type FirstPage = { name: string; path: string; signedIn?: boolean; modules: string[] };
export type ChunkSize = { chunk: string; bytes: number };
export type RecordedSizes = Record<string, Record<string, number>>;

export const AGENT: string;
export const BUDGET_KB: number;
export const RECORDED_SIZES: URL;
export const FIRST_PAGES: FirstPage[];
export function kb(bytes: number): number;
export function chunkName(file: string): string;
export function measureFirstLoad(
  page: Page,
  url: string,
): Promise<{ chunks: ChunkSize[]; totalBytes: number; problem: string | null }>;
export function readRecordedSizes(): RecordedSizes;
export function overBudgetReport(pageName: string, path: string, chunks: ChunkSize[], recorded: RecordedSizes): string;
