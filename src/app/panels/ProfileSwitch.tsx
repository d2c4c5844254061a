/**
 * The header's profile: which harness the answers follow, detected from the config unless one is chosen here. The
 * choice travels with the texts (drafts, snapshots, links); "Detect" gives the choice back to the config.
 */
import { PROFILE_IDS, type ProfileId } from "../../core/index";
import type { ProfileView } from "../analysis/profile";
import { T } from "../texts";

const AUTO = "auto";

export function ProfileSwitch({
  profile,
  onChoose,
}: {
  readonly profile: ProfileView | undefined;
  readonly onChoose: (profile: ProfileId | undefined) => void;
}) {
  if (!profile) return null;
  const S = T.profileSwitch;
  return (
    <label className="profile-switch" data-testid="profile" data-profile={profile.id} data-chosen={profile.chosen}>
      <span className="profile-label">{S.label}</span>
      <select
        value={profile.chosen ? profile.id : AUTO}
        aria-label={S.label}
        aria-describedby="profile-detected"
        onChange={(event) => {
          const value = event.target.value;
          onChoose(value === AUTO ? undefined : PROFILE_IDS.find((p) => p === value));
        }}
      >
        <option value={AUTO}>{S.detect(T.profiles[profile.detected])}</option>
        {PROFILE_IDS.map((id) => (
          <option key={id} value={id}>
            {T.profiles[id]}
          </option>
        ))}
      </select>
      <span id="profile-detected" className="sr-only">
        {profile.detectedBy}
      </span>
    </label>
  );
}
