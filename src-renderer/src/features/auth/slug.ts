/**
 * A suggested organization slug from its name: 'Bella Vista Day Spa' → 'bella-vista-day-spa'.
 * Matches the server's rule (lowercase letters and digits, single hyphens between).
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
