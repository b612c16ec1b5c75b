import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ResultRow {
  option: string;
  votes: number;
  share: string;
  /** What its bar says: '42 (46.7%)'. */
  label: string;
}

/** The votes of each option as horizontal bars, each labelled with its count and its share. */
export default function PollResultsChart({ rows, question }: { rows: ResultRow[]; question: string }) {
  const summary = rows.map((row) => `${row.option}: ${row.votes} (${row.share})`).join(', ');
  return (
    <figure role="img" aria-label={`Results of “${question}”: ${summary}`} data-testid="poll-results-chart">
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 56)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 96, bottom: 8, left: 8 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="option" width={140} />
          <Tooltip />
          <Bar dataKey="votes" name="Votes" fill="#2563eb" isAnimationActive={false}>
            <LabelList dataKey="label" position="right" fill="#1f2937" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
