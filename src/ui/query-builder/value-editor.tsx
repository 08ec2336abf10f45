import './texts';
import { Stack } from '@mui/material';
import { MaterialValueEditor } from '@react-querybuilder/material';
import { useTranslate } from 'react-admin';
import type { ValueEditorProps } from 'react-querybuilder';
import { DayPicker, DayPickers } from '../day-picker';

/**
 * The value of a condition: dates with the console's en-GB picker (one day, or two for "between"),
 * everything else with react-querybuilder's MUI editors.
 */
export function FilterValueEditor(props: ValueEditorProps) {
  const translate = useTranslate();
  if (props.inputType !== 'date') return <MaterialValueEditor {...props} />;
  const { operator, value, handleOnChange, title } = props;
  const pickers =
    operator === 'between' ? (
      [0, 1].map((i) => {
        const pair: unknown[] = Array.isArray(value) ? value : ['', ''];
        return (
          <DayPicker
            key={i}
            label={translate(i === 0 ? 'ui.query_builder.from' : 'ui.query_builder.to')}
            value={pair[i]}
            onChange={(day) => handleOnChange(i === 0 ? [day, pair[1] ?? ''] : [pair[0] ?? '', day])}
          />
        );
      })
    ) : (
      <DayPicker label={title ?? ''} value={value} onChange={handleOnChange} />
    );
  return (
    <DayPickers>
      <Stack direction="row" spacing={1} className={props.className}>
        {pickers}
      </Stack>
    </DayPickers>
  );
}
