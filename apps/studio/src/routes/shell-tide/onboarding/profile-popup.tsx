import { useEffect, useId, useRef } from "react";
import { LOCALES, type OnboardingCopy } from "./copy.ts";
import type { OnboardingEvent } from "./machine.ts";
import { NICKNAME_MAX, type ProfileErrors, type ProfileForm } from "./profile.ts";

/** The profile popup over the beach (PROFILE_SETUP): gender, nickname (2–16 after trim), language. */
export function ProfilePopup(props: {
  copy: OnboardingCopy;
  form: ProfileForm;
  errors: ProfileErrors;
  dispatch: (event: OnboardingEvent) => void;
  onSubmit: () => void;
}) {
  const { copy, form, errors, dispatch } = props;
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const t = copy.profile;
  return (
    <div className="st-popup-backdrop">
      <form
        className="st-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        data-testid="st-profile"
        noValidate
        onKeyDown={(event) => {
          // Keep Tab inside the popup while it is open (the scene behind takes no input).
          if (event.key !== "Tab") return;
          const focusable = [
            ...event.currentTarget.querySelectorAll<HTMLElement>(
              "input:not([type=radio]), input:checked, select, button",
            ),
          ];
          const radios = event.currentTarget.querySelectorAll<HTMLInputElement>("input[type=radio]");
          if (![...radios].some((r) => r.checked) && radios[0]) focusable.unshift(radios[0]);
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 id={`${id}-title`}>{t.title}</h2>
        <p id={`${id}-intro`} className="st-popup-intro">
          <span className="st-popup-speaker">{copy.speakers.dolphin}:</span> {t.intro}
        </p>
        <fieldset aria-describedby={errors.gender ? `${id}-gender-error` : undefined}>
          <legend>{t.gender}</legend>
          {(["male", "female"] as const).map((gender, i) => (
            <label key={gender} className="st-choice">
              <input
                ref={i === 0 ? firstField : undefined}
                type="radio"
                name={`${id}-gender`}
                value={gender}
                checked={form.gender === gender}
                onChange={() => dispatch({ type: "SET_GENDER", gender })}
              />
              {gender === "male" ? t.male : t.female}
            </label>
          ))}
          {errors.gender && (
            <p id={`${id}-gender-error`} className="error" role="alert">
              {t.errors[errors.gender]}
            </p>
          )}
        </fieldset>
        <div className="st-field">
          <label htmlFor={`${id}-nickname`}>{t.nickname}</label>
          <input
            id={`${id}-nickname`}
            type="text"
            autoComplete="nickname"
            value={form.nickname}
            maxLength={NICKNAME_MAX + 24}
            aria-invalid={errors.nickname ? true : undefined}
            aria-describedby={`${id}-nickname-help${errors.nickname ? ` ${id}-nickname-error` : ""}`}
            onChange={(event) => dispatch({ type: "SET_NICKNAME", nickname: event.currentTarget.value })}
          />
          <span id={`${id}-nickname-help`} className="st-help">
            {t.nicknameHelp}
          </span>
          {errors.nickname && (
            <p id={`${id}-nickname-error`} className="error" role="alert">
              {t.errors[errors.nickname]}
            </p>
          )}
        </div>
        <div className="st-field">
          <label htmlFor={`${id}-locale`}>{t.locale}</label>
          <select
            id={`${id}-locale`}
            value={form.locale}
            onChange={(event) =>
              dispatch({ type: "SET_LOCALE", locale: event.currentTarget.value === "en" ? "en" : "vi" })
            }
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {t.localeNames[locale]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="primary">
          {t.submit}
        </button>
      </form>
    </div>
  );
}
