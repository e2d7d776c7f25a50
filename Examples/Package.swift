// swift-tools-version:6.0
// Mailbox: a small mail client mock-up built on Foldout's controllers, as an outside app
// would use them — it depends on the Foldout checkout by path and imports its library products.
import PackageDescription

let package = Package(
    name: "Mailbox",
    dependencies: [
        .package(name: "Foldout", path: "..")
    ],
    targets: [
        // GMime 3 (Debian's libgmime-3.0-dev), which parses the mail as GNOME's mail apps do.
        .systemLibrary(
            name: "CGMime",
            path: "Sources/CGMime",
            pkgConfig: "gmime-3.0",
            providers: [.apt(["libgmime-3.0-dev"])]
        ),
        .executableTarget(
            name: "mailbox",
            dependencies: [
                "CGMime",
                .product(name: "FoldoutCore", package: "Foldout"),
                .product(name: "FoldoutGtk", package: "Foldout"),
                .product(name: "FoldoutModel", package: "Foldout"),
                .product(name: "FoldoutControllers", package: "Foldout"),
            ],
            path: "Sources/Mailbox"
        ),
        // The Maildir reader's tests (no display): `swift test` here.
        .testTarget(name: "MailboxTests", dependencies: ["mailbox"], path: "Tests/MailboxTests"),
    ],
    swiftLanguageModes: [.v6]
)
