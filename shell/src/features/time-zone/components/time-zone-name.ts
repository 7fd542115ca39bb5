/**
 * Cities whose zone was renamed for the name people use now. Browsers built on ICU (Chromium)
 * still report the old name (Asia/Calcutta for Asia/Kolkata), which reads as out of date, or
 * worse, to the people who live there.
 */
const renamedCities: Readonly<Record<string, string>> = {
  Calcutta: 'Kolkata',
  Kiev: 'Kyiv',
  Saigon: 'Ho Chi Minh',
  Katmandu: 'Kathmandu',
  Rangoon: 'Yangon',
  Dacca: 'Dhaka',
  Godthab: 'Nuuk',
  Ulan_Bator: 'Ulaanbaatar',
  Thimbu: 'Thimphu',
  Ashkhabad: 'Ashgabat',
  Asmera: 'Asmara',
  Faeroe: 'Faroe',
  Ujung_Pandang: 'Makassar',
};

/**
 * 'Asia/Tokyo' -> 'Tokyo', 'America/Los_Angeles' -> 'Los Angeles', 'Asia/Calcutta' -> 'Kolkata'.
 */
export function timeZoneName(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return (renamedCities[city] ?? city).replaceAll('_', ' ');
}
