// The unread count on a navigation icon (messages tab, notification bell): '99+' past 99, nothing at 0.
export function CountBadge({
  count,
  className,
  testId,
}: {
  count: number;
  className?: string;
  testId: string;
}) {
  if (count <= 0) return null;
  return (
    <span className={className ? `badge ${className}` : 'badge'} data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
