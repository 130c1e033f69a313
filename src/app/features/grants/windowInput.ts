/** datetime-local inputs speak local wall-clock time ("YYYY-MM-DDTHH:mm"); the API speaks ISO-8601 UTC. */
const pad = (value: number) => String(value).padStart(2, '0');

export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '' stays '' so that the schema answers 所选授权时间不能为空. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Spec §5: the date picker disables days before yesterday. */
export function yesterdayInputMin(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return toLocalInput(day.toISOString());
}
