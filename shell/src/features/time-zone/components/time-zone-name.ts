/** 'Asia/Tokyo' -> 'Tokyo', 'America/Los_Angeles' -> 'Los Angeles', 'UTC' -> 'UTC'. */
export function timeZoneName(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}
