import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A check of one field: the message to show, or undefined when the value is fine. */
type Rule<V> = (value: string, values: V) => string | undefined;

export interface FieldConfig<V> {
  rules: readonly Rule<V>[];
  /** Applied to every typed value before it is stored (an address never keeps surrounding spaces). */
  normalize?: (value: string) => string;
  /** Fields whose change re-checks this one (the repeated password follows the password). */
  dependsOn?: readonly (keyof V & string)[];
}

type FormConfig<V> = { [K in keyof V]: FieldConfig<V> };
type Errors<V> = Partial<Record<keyof V, string>>;

/** Common rules; each takes the message it shows. */
export const required =
  <V>(message: string, { whitespace = false } = {}): Rule<V> =>
  (value) =>
    value === '' || (whitespace && value.trim() === '') ? message : undefined;
export const minLength =
  <V>(min: number, message: string): Rule<V> =>
  (value) =>
    value !== '' && value.length < min ? message : undefined;
export const maxLength =
  <V>(max: number, message: string): Rule<V> =>
  (value) =>
    value.length > max ? message : undefined;
/** One @, something on both sides, a dot in the domain, no spaces: the shape the server accepts. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const email =
  <V>(message: string): Rule<V> =>
  (value) =>
    value !== '' && !EMAIL.test(value) ? message : undefined;

/** The element id of a form's field: `<formName>_<field>` (the build-time sign-in screen focuses one by it). */
export const fieldId = (formName: string, field: string): string => `${formName}_${field}`;

/**
 * A small form state for the sign-in variants (no component library): values, the first failing rule's
 * message per field, and server messages placed at their fields. Checks run on submit; a field that has been
 * checked once is checked again on every change (with the fields that depend on it), so a message goes away as soon
 * as the value is fixed. Element ids are `<formName>_<field>`, as before.
 */
/**
 * Runs a task (a submit, a "send code") and says whether one is under way: the sign-in page's pending state. The
 * rest of the console writes through the form kit (`useApiMutation`), which the sign-in page does not download.
 */
export function useTask(): [pending: boolean, run: <T>(task: () => Promise<T>) => Promise<T>] {
  const [running, setRunning] = useState(0);
  const run = useCallback(async <T>(task: () => Promise<T>) => {
    setRunning((count) => count + 1);
    try {
      return await task();
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  return [running > 0, run];
}

export function useForm<V extends Record<string, string>>(
  formName: string,
  initial: V,
  config: FormConfig<V>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  /** Fields checked at least once: they are re-checked as they change. */
  const checked = useRef(new Set<keyof V>());
  const elements = useRef(new Map<keyof V, HTMLInputElement | null>());

  const names = Object.keys(config) as (keyof V & string)[];
  const [submitting, runSubmit] = useTask();

  // The sign-in screen can be on the page before React is (prerender/placement.ts): what the person typed into it
  // then is in the inputs, not in this state, and React does not report it when it takes the inputs over. Taken
  // over once, as if typed, so nothing typed is lost and the values submitted are the ones on screen.
  useLayoutEffect(() => {
    const typed: Partial<V> = {};
    for (const [name, element] of elements.current) {
      if (!element || element.value === (initial[name] ?? '')) continue;
      const normalize = config[name].normalize;
      typed[name] = (normalize ? normalize(element.value) : element.value) as V[keyof V];
    }
    // The inputs are the outside source here (typed before React owned them), as the rule's docs allow.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((previous) => ({ ...previous, ...typed }));
    // Only the first commit: later the inputs and this state change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const check = (name: keyof V, all: V): string | undefined => {
    for (const rule of config[name].rules) {
      const message = rule(all[name] ?? '', all);
      if (message) return message;
    }
    return undefined;
  };

  /** Checks `which` (every field by default); the values when they all pass, else null (messages shown). */
  const validate = (which: readonly (keyof V)[] = names): V | null => {
    const all = values;
    const found: Errors<V> = {};
    for (const name of which) {
      checked.current.add(name);
      found[name] = check(name, all);
    }
    setErrors((previous) => ({ ...previous, ...found }));
    const firstInvalid = which.find((name) => found[name]);
    if (firstInvalid === undefined) return all;
    elements.current.get(firstInvalid)?.focus();
    return null;
  };

  /** Sets a value from code (prefill, clearing the used captcha answer), without checking it. */
  const setValue = (name: keyof V, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const onChange = (name: keyof V & string) => (event: ChangeEvent<HTMLInputElement>) => {
    const normalize = config[name].normalize;
    const value = normalize ? normalize(event.target.value) : event.target.value;
    const next = { ...values, [name]: value };
    setValues(next);
    const recheck = [name, ...names.filter((other) => config[other].dependsOn?.includes(name))].filter(
      (field) => checked.current.has(field),
    );
    if (recheck.length > 0) {
      setErrors((previous) => {
        const updated = { ...previous };
        for (const field of recheck) updated[field] = check(field, next);
        return updated;
      });
    } else if (errors[name]) {
      // A server message placed at a field that was never checked here goes once the value changes.
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    }
  };

  return {
    /** The form's name (its <form name> and the prefix of its fields' ids). */
    name: formName,
    values,
    errors,
    validate,
    setValue,
    /** Server messages at their fields (the shape of antd's setFields, so the form kit's showFieldErrors serves both). */
    setFields(fields: readonly { name: string; errors: string[] }[]) {
      setErrors((previous) => {
        const updated = { ...previous };
        for (const field of fields) updated[field.name as keyof V] = field.errors[0];
        return updated;
      });
    },
    focus: (name: keyof V) => elements.current.get(name)?.focus(),
    /** The id of a field's input, for its label. */
    id: (name: keyof V & string) => fieldId(formName, name),
    /** Props of a field's <input>. */
    input: (name: keyof V & string) => ({
      id: fieldId(formName, name),
      name,
      value: values[name] ?? '',
      onChange: onChange(name),
      ref: (element: HTMLInputElement | null) => void elements.current.set(name, element),
    }),
    /** `onSubmit`'s task is under way (the submit button's `loading`). */
    submitting,
    /** A submit handler: checks everything, then runs `onValid` with the values (`submitting` while it runs). */
    onSubmit: (onValid: (values: V) => Promise<unknown> | void) => (event: FormEvent) => {
      event.preventDefault();
      const valid = validate();
      if (valid) void runSubmit(async () => onValid(valid));
    },
  };
}
