/// Foldout's identity.
public enum FoldoutInfo {
    /// The application id (D-Bus name, desktop file, icon).
    public static let applicationID = "io.github.foldout.Foldout"
    /// The release version.
    public static let version = "0.1.0"
    /// The name people see.
    public static let name = "Foldout"
}
