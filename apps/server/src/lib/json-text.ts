import type { VipProjectItem } from '@yzy/shared/contracts';

/** A JSON text column holding a list of strings (e.g. school tags); anything else reads as []. */
export function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * vip_cards.vip_project, the card's benefit list: the one reader of that column (VIP center and
 * operator console alike). Items without a name are dropped; a missing icon reads as '' (no icon).
 */
export function parseVipProject(text: string): VipProjectItem[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) {
      return [];
    }
    return value
      .filter((i): i is { icon?: unknown; name?: unknown } => typeof i === 'object' && i !== null)
      .map((i) => ({ icon: typeof i.icon === 'string' ? i.icon : '', name: typeof i.name === 'string' ? i.name : '' }))
      .filter((i) => i.name !== '');
  } catch {
    return [];
  }
}
