import { InputNumber } from 'primereact/inputnumber';

export interface Measure {
  weightG: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

export const emptyMeasure: Measure = { weightG: null, lengthCm: null, widthCm: null, heightCm: null };

/** A weight is given and the box is all three sides or none. */
export const measureComplete = (m: Measure, boxRequired = false) => {
  const sides = [m.lengthCm, m.widthCm, m.heightCm].filter((v) => v !== null).length;
  return m.weightG !== null && (sides === 3 || (!boxRequired && sides === 0));
};

/** Weight (g) and box size (L × W × H cm) as the warehouse measures an item. */
export function MeasureInputs({
  value,
  onChange,
  idPrefix,
}: {
  value: Measure;
  onChange: (m: Measure) => void;
  idPrefix: string;
}) {
  const field = (key: keyof Measure, label: string, suffix: string, max: number) => (
    <InputNumber
      value={value[key]}
      onValueChange={(e) => onChange({ ...value, [key]: e.value ?? null })}
      min={1}
      max={max}
      suffix={suffix}
      placeholder={label}
      aria-label={label}
      inputId={`${idPrefix}-${key}`}
      useGrouping={false}
    />
  );
  return (
    <div className="admin-measure">
      {field('weightG', '重量（克）', ' g', 100_000)}
      {field('lengthCm', '长（厘米）', ' cm', 300)}
      {field('widthCm', '宽（厘米）', ' cm', 300)}
      {field('heightCm', '高（厘米）', ' cm', 300)}
    </div>
  );
}
