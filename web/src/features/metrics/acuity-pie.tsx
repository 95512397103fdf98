import { Cell, Pie, PieChart, Tooltip } from 'recharts';

/** One slice as the pie draws it: the level, its count, the legend's words and its fill. */
export interface AcuityPieSlice {
  name: string;
  value: number;
  text: string;
  fill: string;
}

/** The hover box of a slice in the page's own panel colours (light or dark). */
const TOOLTIP_STYLE = {
  background: 'var(--chakra-colors-bg-panel)',
  color: 'var(--chakra-colors-fg)',
  border: '1px solid var(--chakra-colors-border)',
  borderRadius: 'var(--chakra-radii-md)',
  fontSize: 'var(--chakra-font-sizes-sm)',
};

/** The acuity pie (the legend beside it is its text alternative: the pie takes no focus and says nothing itself). */
export default function AcuityPie({ data }: { data: readonly AcuityPieSlice[] }) {
  return (
    <PieChart width={180} height={180} accessibilityLayer={false}>
      <Tooltip
        cursor={false}
        animationDuration={100}
        contentStyle={TOOLTIP_STYLE}
        itemStyle={{ color: 'inherit' }}
        formatter={(_value, _name, item) => [(item.payload as { text: string }).text, '']}
        separator=""
      />
      <Pie
        isAnimationActive={false}
        rootTabIndex={-1}
        data={[...data]}
        dataKey="value"
        nameKey="name"
        outerRadius={85}
        innerRadius={0}
        stroke="var(--chakra-colors-bg-panel)"
        strokeWidth={2}
      >
        {data.map((item) => (
          <Cell key={item.name} fill={item.fill} />
        ))}
      </Pie>
    </PieChart>
  );
}
